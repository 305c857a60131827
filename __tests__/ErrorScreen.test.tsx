import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import GlobalError from '@/app/global-error';
import { ErrorScreen } from '@/components/status/ErrorScreen';

test('a rendering failure reads "Unexpected Application Error!" followed by the message', async () => {
  const retry = jest.fn();
  render(<ErrorScreen error={new Error('The slips could not be shown.')} onRetry={retry} />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unexpected Application Error!');
  expect(screen.getByText('The slips could not be shown.')).toBeVisible();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
  expect(retry).toHaveBeenCalledTimes(1);
});

test('an error that carries a status shows its status text rather than its message', () => {
  const error = Object.assign(new Error('fetch failed'), { status: 503, statusText: 'Service Unavailable' });
  render(<ErrorScreen error={error} onRetry={() => {}} />);
  expect(screen.getByText('503 Service Unavailable')).toBeVisible();
  expect(screen.queryByText('fetch failed')).toBeNull();
});

test('an error with neither text nor message still says something', () => {
  render(<ErrorScreen error={new Error('')} onRetry={() => {}} />);
  expect(screen.getByText('Something went wrong while showing this page.')).toBeVisible();
});

test('a failure in the root layout shows the same screen in a page of its own', () => {
  const error = Object.assign(new Error('layout failed'), { statusText: 'Not Found' });
  // The root layout's replacement renders <html> itself, so it is mounted on the document.
  render(<GlobalError error={error} reset={() => {}} />, { container: document as unknown as HTMLElement });
  expect(document.documentElement).toHaveAttribute('lang', 'en-US');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unexpected Application Error!');
  expect(screen.getByRole('main')).toHaveTextContent('Not Found');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
});
