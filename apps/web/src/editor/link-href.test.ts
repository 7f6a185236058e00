import { describe, expect, it } from 'vitest';
import { isAllowedLinkHref, LINK_HREF_ERROR, linkScheme, normalizeLinkInput } from './link-href';

describe('normalizeLinkInput', () => {
  it.each([
    ['https://firm.example/terms', 'https://firm.example/terms'],
    ['http://firm.example', 'http://firm.example'],
    ['firm.example/contact', 'https://firm.example/contact'],
    ['  www.firm.example  ', 'https://www.firm.example'],
    ['localhost:3000/docs', 'https://localhost:3000/docs'],
    ['mailto:counsel@firm.example', 'mailto:counsel@firm.example'],
    ['counsel@firm.example', 'mailto:counsel@firm.example'],
    ['tel:+15550100', 'tel:+15550100'],
  ])('accepts %s as %s', (input, href) => {
    expect(normalizeLinkInput(input)).toEqual({ href });
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'ftp://files.example',
    'file:///etc/passwd',
    'mailto:',
    '',
  ])('refuses %j', (input) => {
    expect(normalizeLinkInput(input)).toEqual({ error: LINK_HREF_ERROR });
  });
});

describe('isAllowedLinkHref', () => {
  it('allows only core LINK_PROTOCOLS, and scheme-less hosts that autolink completes', () => {
    expect(isAllowedLinkHref('https://firm.example')).toBe(true);
    expect(isAllowedLinkHref('tel:+15550100')).toBe(true);
    expect(isAllowedLinkHref('firm.example')).toBe(true);
    expect(isAllowedLinkHref('javascript:alert(1)')).toBe(false);
    expect(isAllowedLinkHref('/relative/path')).toBe(false);
    expect(isAllowedLinkHref('#anchor')).toBe(false);
    expect(isAllowedLinkHref(null)).toBe(false);
  });

  it('refuses what the server would drop, so a link never vanishes on save', () => {
    expect(isAllowedLinkHref(`https://firm.example/${'a'.repeat(8_200)}`)).toBe(false);
    expect(isAllowedLinkHref('https://firm.example/a\u0007b')).toBe(false);
    expect(isAllowedLinkHref('firm.example/a b')).toBe(false);
  });

  it('reads the scheme as a browser would', () => {
    expect(linkScheme('HTTPS://x.example')).toBe('https');
    expect(linkScheme('jav\u0000ascript:x')).toBe('javascript');
    expect(linkScheme('localhost:8080')).toBeNull();
  });
});
