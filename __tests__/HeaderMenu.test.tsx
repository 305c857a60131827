import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HeaderMenu } from '@/components/frame/HeaderMenu';

const links = [
  { href: '#about', label: 'About' },
  { href: '#terms', label: 'Terms' },
];

// jsdom has no Popover API; the browser tests (e2e/menu.spec.ts) exercise the real one.
const hidePopover = jest.fn();
beforeEach(() => {
  hidePopover.mockClear();
  HTMLElement.prototype.hidePopover = hidePopover;
});

function setup() {
  render(<HeaderMenu links={links} />);
  return { user: userEvent.setup(), button: screen.getByRole('button', { name: 'Menu' }) };
}

test('the Menu button opens the list of links as a popover, with no script of its own', () => {
  const { button } = setup();
  const list = document.getElementById(button.getAttribute('popovertarget') ?? '');
  expect(list).toHaveAttribute('popover', 'auto');
  expect(list).toContainElement(screen.getByRole('link', { name: 'About' }));
  expect(button.closest('nav')).toHaveAccessibleName('Main');
});

test('choosing a link closes the menu', async () => {
  const { user } = setup();
  await user.click(screen.getByRole('link', { name: 'Terms' }));
  expect(hidePopover).toHaveBeenCalledTimes(1);
});
