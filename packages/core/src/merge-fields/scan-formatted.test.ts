import { describe, expect, it } from 'vitest';
import { scanHtml } from './scan.js';

// A formatted field (issue 30) is the field it formats, wherever fields are counted: a template
// generated from a record fills it, the custom-field list shows it.
describe('scanHtml with formatted fields', () => {
  it('counts {{id | format}} as the field id, stored or typed', () => {
    const html =
      '<p><span data-merge-field="amount" data-format="currency: &quot;EUR&quot;">{{amount | currency: "EUR"}}</span>' +
      ' {{entity.formed | date: "Do [day of] MMMM, YYYY"}} {{amount}} {{#if amount}} {{not valid! | upper}}</p>';
    expect([...scanHtml(html)]).toEqual([
      ['amount', 2],
      ['entity.formed', 1],
    ]);
  });
});
