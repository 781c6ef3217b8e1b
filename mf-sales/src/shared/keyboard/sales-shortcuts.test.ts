import { describe, expect, it } from 'vitest';
import { matchesShortcut, SALES_SHORTCUTS, SHORTCUT_HELP_ORDER } from './sales-shortcuts';

const key = (init: KeyboardEventInit, target: EventTarget = document.body): KeyboardEvent => {
  const event = new KeyboardEvent('keydown', { bubbles: true, ...init });
  Object.defineProperty(event, 'target', { value: target });
  return event;
};

describe('sales shortcuts', () => {
  it('match the physical key with Alt, whatever character the layout types (Option+S is ß on a Mac)', () => {
    expect(matchesShortcut(key({ code: 'KeyS', key: 'ß', altKey: true }), 'seatMap')).toBe(false);
    expect(matchesShortcut(key({ code: 'KeyG', key: '©', altKey: true }), 'book')).toBe(true);
    expect(matchesShortcut(key({ code: 'KeyG', key: 'g' }), 'book')).toBe(false);
    expect(matchesShortcut(key({ code: 'KeyG', key: 'g', altKey: true, ctrlKey: true }), 'book')).toBe(false);
  });

  it('work inside a text field (Alt and F-keys type nothing), but ? there is typing', () => {
    const input = document.createElement('input');
    expect(matchesShortcut(key({ code: 'KeyT', key: 't', altKey: true }, input), 'pay')).toBe(true);
    expect(matchesShortcut(key({ code: 'F4', key: 'F4' }, input), 'seatMap')).toBe(true);
    expect(matchesShortcut(key({ code: 'Slash', key: '?', shiftKey: true }, input), 'help')).toBe(false);
    expect(matchesShortcut(key({ code: 'Slash', key: '?', shiftKey: true }), 'help')).toBe(true);
  });

  it('are all distinct and all listed in the help, none a key the browser keeps (Alt+D, Alt+E, Alt+F)', () => {
    const codes = Object.values(SALES_SHORTCUTS).map((s) => `${s.alt ? 'Alt+' : ''}${s.code}`);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...SHORTCUT_HELP_ORDER].sort()).toEqual(Object.keys(SALES_SHORTCUTS).sort());
    for (const reserved of ['Alt+KeyD', 'Alt+KeyE', 'Alt+KeyF']) expect(codes).not.toContain(reserved);
  });
});
