import { render, screen } from '@testing-library/react';
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

// When and where the banner shows (the hero, the pricing section, a dismissal kept across pages)
// needs a browser's layout and IntersectionObserver: e2e/banner.spec.ts. This is what a browser
// test cannot set up: storage that refuses to be written.
beforeEach(() => {
  window.IntersectionObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
  window.localStorage.clear();
});

const banner = () => screen.queryByRole('complementary', { name: '3-Day Free Trial' });

test('dismissing still works for the visit when storage is blocked', async () => {
  const user = userEvent.setup();
  const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('blocked', 'SecurityError');
  });
  render(<TrialBanner {...props} />);
  await user.click(screen.getByRole('button', { name: 'Dismiss the free trial banner' }));
  expect(banner()).toBeNull();
  setItem.mockRestore();
});
