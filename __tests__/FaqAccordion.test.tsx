import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FaqAccordion } from '@/components/home/FaqAccordion';

const items = [
  { question: 'First question?', answer: 'First answer.' },
  { question: 'Second question?', answer: 'Second answer.' },
  { question: 'Third question?', answer: 'Third answer.' },
];

function setup() {
  render(<FaqAccordion items={items} />);
  return { user: userEvent.setup() };
}

const question = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('summary') as HTMLElement;
const item = (name: string) => question(name).closest('details') as HTMLDetailsElement;

test('each question is a heading a screen reader can jump to, its answer hidden until it is opened', () => {
  setup();
  for (const { question: name, answer } of items) {
    expect(question(name)).toBeVisible();
    expect(screen.getByText(answer)).not.toBeVisible();
  }
});

// Opening, closing and one-at-a-time are the platform's, tested in a browser without scripts
// (e2e/no-javascript.spec.ts). This is the script's one addition: jsdom, like browsers from before
// the name attribute, does not close the others by itself.
test('at most one item is open at a time, also where the platform does not see to it', async () => {
  const { user } = setup();
  await user.click(question('First question?'));
  await user.click(question('Third question?'));
  await screen.findByText('Third answer.');
  expect(item('First question?').open).toBe(false);
  expect(screen.getByText('First answer.')).not.toBeVisible();
  expect(screen.getByText('Third answer.')).toBeVisible();
});
