/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import { siteCopy } from './support/siteCopy';

const british =
  /\b(licence|colou?rs?|behaviour|favour\w*|honour\w*|\w+is(e|ed|ing|ation)|centre|metre|programme|cheque|judgement|catalogue|analyse|travell\w*|cancell(ed|ing)|whilst|amongst|learnt|fortnight|e-mail)\b/i;
const britishExceptions =
  /\b(colors?|advertis(e|ing)|aris(e|ing)|otherwise|promise[sd]?|premise|exercise|expertise|surprise|rise|wise|precise|concise|noise|praise|raise|franchise|compromise)\b/i;

const legalText = ['terms', 'privacy'].flatMap((document) =>
  readdirSync(`content/${document}`)
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => ({
      where: `content/${document}/${file}`,
      text: readFileSync(`content/${document}/${file}`, 'utf8'),
    })),
);

test('the copy is written in American English, the legal documents included', () => {
  expect(legalText.length).toBeGreaterThanOrEqual(2);
  const hits = [...siteCopy, ...legalText].filter(({ text }) =>
    text.split(/[^\w-]+/).some((word) => british.test(word) && !britishExceptions.test(word)),
  );
  expect(hits).toEqual([]);
});
