import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorScreen } from '@/components/ErrorScreen';

test('a rendering failure reads "Unexpected Application Error!" followed by the message', async () => {
  const retry = jest.fn();
  render(<ErrorScreen message="The slips could not be shown." onRetry={retry} />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unexpected Application Error!');
  expect(screen.getByText('The slips could not be shown.')).toBeVisible();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
  expect(retry).toHaveBeenCalledTimes(1);
});
