import { render, screen } from '@testing-library/react';
import { ValuePropositionSection } from '@/components/home/ValuePropositionSection';
import { copyMatching } from './support/siteCopy';

test('"Daily best bets" promises no pick every day, since some days have none', () => {
  render(<ValuePropositionSection />);
  const card = screen.getByRole('heading', { name: 'Daily best bets' }).closest('li');
  if (!card) throw new Error('no "Daily best bets" card');
  expect(card).not.toHaveTextContent(/every day/i);
  expect(card).toHaveTextContent('Most days');
  expect(card).toHaveTextContent(/no pick on a day/i);
  expect(copyMatching(/\bevery day\b/i)).toEqual([]);
});

test('the pick evaluation carries the one name the Terms give it', () => {
  render(<ValuePropositionSection />);
  expect(screen.getByRole('heading', { level: 4, name: 'Deeper Analysis' })).toBeInTheDocument();
  expect(copyMatching(/Deeper Analysis pick evaluation/i)).toEqual([]);
});
