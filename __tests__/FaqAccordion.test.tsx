import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FaqAccordion } from '@/components/FaqAccordion';

const items = [
  { question: 'First question?', answer: 'First answer.' },
  { question: 'Second question?', answer: 'Second answer.' },
  { question: 'Third question?', answer: 'Third answer.' },
];

function setup() {
  render(<FaqAccordion items={items} />);
  return { user: userEvent.setup() };
}

const question = (name: string) => screen.getByRole('button', { name });

test('every question is a button inside a heading, all closed, with the answers in the markup', () => {
  setup();
  for (const item of items) {
    const button = question(item.question);
    expect(button.closest('h3')).not.toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).toHaveTextContent(item.answer);
    expect(panel).not.toBeVisible();
  }
});

test('opening an item shows its answer as a region named by its question', async () => {
  const { user } = setup();
  await user.click(question('Second question?'));
  expect(question('Second question?')).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('region', { name: 'Second question?' })).toHaveTextContent('Second answer.');
  expect(screen.getByText('Second answer.')).toBeVisible();
});

test('at most one item is open at a time', async () => {
  const { user } = setup();
  await user.click(question('First question?'));
  await user.click(question('Third question?'));
  expect(question('First question?')).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByText('First answer.')).not.toBeVisible();
  expect(screen.getByText('Third answer.')).toBeVisible();
});

test('choosing the open item again closes it', async () => {
  const { user } = setup();
  await user.click(question('First question?'));
  await user.click(question('First question?'));
  expect(question('First question?')).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByText('First answer.')).not.toBeVisible();
});

test('works from the keyboard', async () => {
  const { user } = setup();
  await user.tab();
  expect(question('First question?')).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByText('First answer.')).toBeVisible();
  await user.tab();
  await user.keyboard(' ');
  expect(screen.getByText('Second answer.')).toBeVisible();
  expect(screen.getByText('First answer.')).not.toBeVisible();
});
