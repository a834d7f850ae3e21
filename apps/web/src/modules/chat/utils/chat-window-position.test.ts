import { describe, expect, it } from 'vitest';
import { clampWindowPosition } from './chat-window-position';

const size = { width: 560, height: 600 };
const viewport = { width: 1280, height: 800 };

describe('chat window position', () => {
  it('keeps the window inside the viewport', () => {
    expect(clampWindowPosition({ x: 100, y: 50 }, size, viewport)).toEqual({ x: 100, y: 50 });
    expect(clampWindowPosition({ x: -40, y: -5 }, size, viewport)).toEqual({ x: 8, y: 8 });
    expect(clampWindowPosition({ x: 2000, y: 2000 }, size, viewport)).toEqual({ x: 712, y: 192 });
  });

  it('pins a window larger than the viewport to the top left', () => {
    expect(clampWindowPosition({ x: 300, y: 300 }, size, { width: 500, height: 500 })).toEqual({
      x: 8,
      y: 8,
    });
  });
});
