import { render, screen } from '@testing-library/react';
import { RecordNotProven } from '@/components/record/RecordNotProven';
import { pick } from './support/pick';

// What /record says of the picks its headline leaves out, on picks worked by hand: a win at -110
// for 1 unit (+0.91) and a loss of 1.5 units (−1.50) are 2 picks and −0.59 units.
test('the picks left out are counted apart, with their units, and each is named with its own', () => {
  const notProven = [
    pick('RC-0101', '2026-11-01T12:00:00-05:00', { result: 'win', profit: 0.91 }),
    pick('RC-0102', '2026-11-02T12:00:00-05:00', { result: 'loss', stake: 1.5, profit: -1.5 }),
  ];
  const { container } = render(<RecordNotProven notProven={notProven} corrected={0} />);
  expect(container.querySelector('[data-claim="not-proven"]')).toHaveTextContent(
    /^Not proven: 2 picks, \u22120\.59 units\. The figures above leave them out/,
  );
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'RC-0101, win, +0.91 units.',
    `RC-0102, loss, \u22121.50 units.`,
  ]);
  expect(screen.getByRole('link', { name: 'RC-0101' })).toHaveAttribute('href', '/record/picks/RC-0101');
  expect(container).not.toHaveTextContent('Picks corrected after they went out');
});

test('none left out says so; corrected picks are counted in one line', () => {
  const { container } = render(<RecordNotProven notProven={[]} corrected={3} />);
  expect(container).toHaveTextContent('Not proven: none. Every pick is counted above.');
  expect(container).toHaveTextContent(
    'Picks corrected after they went out count here at the worse for us of as posted and as corrected: 3 picks, listed under Corrections.',
  );
});
