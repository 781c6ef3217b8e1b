import { describe, expect, it } from 'vitest';
import { TICKET_PLACEHOLDERS } from '../api/ticket-messaging';
import { fillTemplate, SAMPLE_TICKET_VALUES, TICKET_PLACEHOLDER_GROUPS } from './ticket-template';

describe('the placeholders the mail editor offers', () => {
  it('offers every placeholder the server fills once, except the aliases and the print-only ones', () => {
    const offered = TICKET_PLACEHOLDER_GROUPS.flatMap((g) => g.placeholders.map((p) => p.name));
    expect(new Set(offered).size).toBe(offered.length);
    const notOffered = TICKET_PLACEHOLDERS.filter((name) => !offered.includes(name));
    expect(notOffered.sort()).toEqual(['amount', 'customerName', 'numberOfPrint', 'printedAt', 'qrContent', 'seat', 'ticketId', 'time']);
  });

  it('fills a template with the sample ticket completely', () => {
    const template = TICKET_PLACEHOLDERS.map((name) => `{${name}}`).join('|');
    expect(fillTemplate(template, SAMPLE_TICKET_VALUES, 'html')).not.toMatch(/\{[A-Za-z]+\}/);
  });
});
