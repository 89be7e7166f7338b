import { describe, expect, it } from 'vitest';
import { mailtoHref } from './mailto.js';

describe('mailtoHref', () => {
  it('links a plain address as it is', () => {
    expect(mailtoHref('ayse.yilmaz@raket.test')).toBe('mailto:ayse.yilmaz@raket.test');
  });

  it('keeps an address from adding headers or recipients to the mail', () => {
    const href = mailtoHref('a@b.c?cc=x@y.z&body=merhaba');
    expect(href).toBe('mailto:a@b.c%3Fcc%3Dx%40y.z%26body%3Dmerhaba');
    expect(new URL(href).search).toBe('');
  });
});
