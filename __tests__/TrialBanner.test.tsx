import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TrialBanner } from '@/components/frame/TrialBanner';
import { homeSection, sectionIds } from '@/content/routes';

type Props = Parameters<typeof TrialBanner>[0];

const props: Props = {
  title: '3-Day Free Trial',
  line: 'Join our winning community risk-free',
  ageNote: '21+ only',
  cta: 'Start Trial',
  closeLabel: 'Dismiss the free trial banner',
  href: homeSection(sectionIds.pricing),
  targetId: sectionIds.pricing,
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
  report(target: Element | null, isIntersecting: boolean) {
    act(() => {
      this.callback([{ target, isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
    });
  }
}

function renderWithPricing() {
  return render(
    <>
      <section id={sectionIds.pricing}>Pricing</section>
      <TrialBanner {...props} />
    </>,
  );
}

function renderWithHeroAndPricing() {
  return render(
    <>
      <div data-trial-banner-waits="">Hero buttons</div>
      <section id={sectionIds.pricing}>Pricing</section>
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
  expect(screen.getByRole('link', { name: 'Start Trial' })).toHaveAttribute('href', homeSection(sectionIds.pricing));
});

test('hides while any of the pricing section is on screen and returns when it leaves', () => {
  renderWithPricing();
  const [observer] = FakeObserver.instances;
  const pricing = document.getElementById(sectionIds.pricing);
  expect(observer?.observe).toHaveBeenCalledWith(pricing);
  observer?.report(pricing, true);
  expect(banner()).toBeNull();
  observer?.report(pricing, false);
  expect(banner()).not.toBeNull();
});

test("waits until the hero's buttons are off screen, and keeps off while either they or pricing are on it", () => {
  renderWithHeroAndPricing();
  const [observer] = FakeObserver.instances;
  const hero = document.querySelector('[data-trial-banner-waits]');
  const pricing = document.getElementById(sectionIds.pricing);
  expect(observer?.observe).toHaveBeenCalledWith(hero);
  // Before the observer reports, the page's CSS keeps it off a hero's first screen.
  expect(banner()).not.toHaveAttribute('data-placed');
  observer?.report(hero, true);
  expect(banner()).toBeNull();
  observer?.report(hero, false);
  expect(banner()).toHaveAttribute('data-placed');
  observer?.report(pricing, true);
  expect(banner()).toBeNull();
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
  FakeObserver.instances.at(-1)?.report(document.getElementById(sectionIds.pricing), false);
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
