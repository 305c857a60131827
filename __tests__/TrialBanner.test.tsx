import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TrialBanner } from '@/components/TrialBanner';

type Props = Parameters<typeof TrialBanner>[0];

const props: Props = {
  title: '3-Day Free Trial',
  line: 'Join our winning community risk-free',
  ageNote: '21+ only',
  cta: 'Start Trial',
  closeLabel: 'Dismiss the free trial banner',
  href: '/#pricing',
  targetId: 'pricing',
  storageKey: 'trial-banner-dismissed',
};

/** A stand-in for the browser's IntersectionObserver that the test moves by hand. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.instances.push(this);
  }
  observe = jest.fn();
  disconnect = jest.fn();
  unobserve = jest.fn();
  takeRecords = () => [];
  report(isIntersecting: boolean) {
    act(() => {
      this.callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
    });
  }
}

function renderWithPricing() {
  return render(
    <>
      <section id="pricing">Pricing</section>
      <TrialBanner {...props} />
    </>,
  );
}

const banner = () => screen.queryByRole('complementary', { name: '3-Day Free Trial' });

beforeEach(() => {
  FakeObserver.instances = [];
  window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  window.localStorage.clear();
});

test('shows its title, line, 21+ note and a Start Trial link to the pricing section', () => {
  renderWithPricing();
  expect(banner()).toHaveTextContent('3-Day Free Trial');
  expect(banner()).toHaveTextContent('Join our winning community risk-free');
  expect(banner()).toHaveTextContent('21+ only');
  expect(screen.getByRole('link', { name: 'Start Trial' })).toHaveAttribute('href', '/#pricing');
});

test('hides while any of the pricing section is on screen and returns when it leaves', () => {
  renderWithPricing();
  const [observer] = FakeObserver.instances;
  expect(observer?.observe).toHaveBeenCalledWith(document.getElementById('pricing'));
  observer?.report(true);
  expect(banner()).toBeNull();
  observer?.report(false);
  expect(banner()).not.toBeNull();
});

test('shows on a page without a pricing section', () => {
  render(<TrialBanner {...props} />);
  expect(banner()).not.toBeNull();
});

test('the close button dismisses it, and it stays dismissed after a reload', async () => {
  const user = userEvent.setup();
  const first = renderWithPricing();
  await user.click(screen.getByRole('button', { name: 'Dismiss the free trial banner' }));
  expect(banner()).toBeNull();
  first.unmount();

  // A reload: a new page, with only what the browser stored.
  renderWithPricing();
  FakeObserver.instances.at(-1)?.report(false);
  expect(banner()).toBeNull();
});

test('dismissing still works for the visit when storage is blocked', async () => {
  const user = userEvent.setup();
  const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('blocked', 'SecurityError');
  });
  renderWithPricing();
  await user.click(screen.getByRole('button', { name: 'Dismiss the free trial banner' }));
  expect(banner()).toBeNull();
  setItem.mockRestore();
});
