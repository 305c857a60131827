/**
 * @jest-environment node
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { JsonLd } from '@/components/ui/JsonLd';

test('structured data cannot end its script early, and search engines read back the same data', () => {
  const data = { '@type': 'FAQPage', name: 'Odds </script><script>alert(1)</script> & <b>bold</b>' };
  const html = renderToStaticMarkup(<JsonLd data={data} />);
  // One script: the only "</script>" is the one that closes it.
  expect(html.match(/<\/script/gi)).toHaveLength(1);
  expect(html.endsWith('</script>')).toBe(true);
  const json = html.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
  expect(json).not.toContain('<');
  expect(JSON.parse(json)).toEqual(data);
});
