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

test('every question is a heading in the summary of a closed <details> sharing one name, answers in the markup', () => {
  setup();
  for (const { question: name, answer } of items) {
    expect(item(name)).toHaveAttribute('name', 'faq');
    expect(item(name).open).toBe(false);
    expect(item(name)).toHaveTextContent(answer);
    expect(screen.getByText(answer)).not.toBeVisible();
  }
});

test('opening an item shows its answer', async () => {
  const { user } = setup();
  await user.click(question('Second question?'));
  expect(item('Second question?').open).toBe(true);
  expect(screen.getByText('Second answer.')).toBeVisible();
});

// jsdom, like browsers from before the name attribute, does not close the others by itself.
test('at most one item is open at a time, also where the platform does not see to it', async () => {
  const { user } = setup();
  await user.click(question('First question?'));
  await user.click(question('Third question?'));
  await screen.findByText('Third answer.');
  expect(item('First question?').open).toBe(false);
  expect(screen.getByText('First answer.')).not.toBeVisible();
  expect(screen.getByText('Third answer.')).toBeVisible();
});

test('choosing the open item again closes it', async () => {
  const { user } = setup();
  await user.click(question('First question?'));
  await user.click(question('First question?'));
  expect(item('First question?').open).toBe(false);
  expect(screen.getByText('First answer.')).not.toBeVisible();
});
