import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HeaderMenu } from '@/components/HeaderMenu';

const links = [
  { href: '#about', label: 'About' },
  { href: '#terms', label: 'Terms' },
];

function setup() {
  render(<HeaderMenu links={links} />);
  return { user: userEvent.setup(), button: screen.getByRole('button', { name: 'Menu' }) };
}

test('starts closed and names the list it controls', () => {
  const { button } = setup();
  expect(button).toHaveAttribute('aria-expanded', 'false');
  const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
  expect(list).toContainElement(screen.getByRole('link', { name: 'About' }));
});

test('the button opens and closes the menu', async () => {
  const { user, button } = setup();
  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('choosing a link closes the menu', async () => {
  const { user, button } = setup();
  await user.click(button);
  await user.click(screen.getByRole('link', { name: 'Terms' }));
  expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('Escape closes the menu and puts focus back on the button', async () => {
  const { user, button } = setup();
  await user.click(button);
  await user.tab();
  expect(screen.getByRole('link', { name: 'About' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(button).toHaveFocus();
});
