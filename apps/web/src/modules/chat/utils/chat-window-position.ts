interface Size {
  width: number;
  height: number;
}

/** Margin kept between the window and the viewport's edges. */
const EDGE_PX = 8;

/** Keeps a dragged window (its title bar at least) inside the viewport. */
export function clampWindowPosition(
  position: { x: number; y: number },
  size: Size,
  viewport: Size,
): { x: number; y: number } {
  const maxX = Math.max(
    EDGE_PX,
    viewport.width - Math.min(size.width, viewport.width - 2 * EDGE_PX) - EDGE_PX,
  );
  const maxY = Math.max(
    EDGE_PX,
    viewport.height - Math.min(size.height, viewport.height - 2 * EDGE_PX) - EDGE_PX,
  );
  return {
    x: Math.round(Math.min(Math.max(position.x, EDGE_PX), maxX)),
    y: Math.round(Math.min(Math.max(position.y, EDGE_PX), maxY)),
  };
}
