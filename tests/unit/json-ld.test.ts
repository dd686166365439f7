import { describe, expect, it } from 'vitest';
import { jsonLdText } from '../../src/lib/json-ld';

describe('jsonLdText', () => {
  it('cannot close its script element early, and reads back to the same data', () => {
    const data = { name: 'Sales </script><script>alert(1)</script>', list: ['a < b'] };
    const text = jsonLdText(data);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(data);
  });
});
