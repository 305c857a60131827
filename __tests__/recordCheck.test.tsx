import { render, screen } from '@testing-library/react';
import { RecordCheck } from '@/components/record/RecordCheck';
import { pick } from './support/pick';

const head = { entry: 'RC-0002', kind: 'pick', pickId: 'RC-0002', chain: 'd'.repeat(64), size: 2 } as const;
type Authority = { name: string; fingerprint: string; rootUrl: string | null; sample: boolean };

const freeTsa: Authority = {
  name: 'FreeTSA',
  fingerprint: 'a6379e7cecc05faa3cbf076013d745e327bbbaa38c0b9af22469d4701d18aabc',
  rootUrl: 'https://freetsa.org/files/cacert.pem',
  sample: false,
};

function renderCheck(authority: Authority) {
  render(
    <RecordCheck
      head={head}
      example={{ pick: pick('RC-0002', '2026-11-01T12:00:00-04:00'), previous: '0'.repeat(64) }}
      timestamped={{ before: 2, total: 2, share: 1 }}
      authorities={[authority]}
      siteUrl="https://receipts.club"
    />,
  );
}

test('the token check takes the root from the authority’s own address, never the fingerprint on this page', () => {
  renderCheck(freeTsa);
  const step = screen.getByText(/Check its timestamp with OpenSSL/);
  expect(step).toHaveTextContent('from the authority itself, at https://freetsa.org/files/cacert.pem');
  expect(step).toHaveTextContent('not with this page, which we control');
  expect(document.body).toHaveTextContent('curl -fo root.pem https://freetsa.org/files/cacert.pem');
});

test('without an address for the root, the page says its own certificates prove nothing', () => {
  renderCheck({ ...freeTsa, name: 'SAMPLE authority', rootUrl: null, sample: true });
  expect(screen.getByText(/Check its timestamp with OpenSSL/)).toHaveTextContent(
    'use the root certificate as the authority itself publishes it, never one from this site',
  );
});
