/**
 * @jest-environment node
 */
import { faq } from '@/data/copy';

test('each FAQ item asks one question, and no answer is a bare "No." to two', () => {
  for (const item of faq) {
    expect(item.question.match(/\?/g)).toHaveLength(1);
    expect(item.question).not.toMatch(/,\s*(and|or)\s/);
    expect(item.answer).not.toMatch(/^(No|Yes)\.\s/);
  }
});
