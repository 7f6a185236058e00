const isApple = (): boolean =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/.test(navigator.userAgent);

const APPLE_KEYS: Record<string, string> = { Mod: '⌘', Shift: '⇧', Alt: '⌥', Ctrl: '⌃', Enter: '↩' };
const OTHER_KEYS: Record<string, string> = { Mod: 'Ctrl' };

/** Shows a TipTap shortcut ("Mod-Shift-z") the way the platform writes it: ⌘⇧Z on Apple, Ctrl+Shift+Z elsewhere. */
export function shortcutLabel(shortcut: string, apple: boolean = isApple()): string {
  const keys = shortcut.split('-').map((key) => {
    const named = (apple ? APPLE_KEYS : OTHER_KEYS)[key];
    return named ?? (key.length === 1 ? key.toUpperCase() : key);
  });
  return keys.join(apple ? '' : '+');
}
