import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';

/**
 * Keyboard moves on the deals board: Left and Right jump the lifted card to the middle of the
 * previous or next stage column (the columns are the droppables), so a keyboard user moves a deal
 * one stage per key press; Up and Down do nothing (a column has no order to choose).
 */
export const boardKeyboardCoordinates: KeyboardCoordinateGetter = (
  event,
  { currentCoordinates, context },
) => {
  if (event.code !== KeyboardCode.Right && event.code !== KeyboardCode.Left) return undefined;
  event.preventDefault();
  const columns = [...context.droppableRects.values()].sort((a, b) => a.left - b.left);
  if (columns.length === 0) return undefined;
  const index = columns.findIndex(
    (rect) => currentCoordinates.x >= rect.left && currentCoordinates.x < rect.right,
  );
  const nextIndex =
    index === -1
      ? 0
      : Math.min(columns.length - 1, Math.max(0, index + (event.code === KeyboardCode.Right ? 1 : -1)));
  const target = columns[nextIndex];
  if (!target) return undefined;
  return { x: target.left + target.width / 2, y: Math.max(currentCoordinates.y, target.top + 40) };
};
