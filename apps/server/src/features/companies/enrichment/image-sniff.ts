export type ImageKind = { contentType: string; extension: 'png' | 'jpg' | 'gif' | 'webp' | 'svg' | 'ico' };

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);

/**
 * The image type from the bytes themselves: a server's Content-Type is often wrong, and an HTML
 * error page served as "image/png" must not become a logo (integrations spec C.3, validate).
 */
export function sniffImage(bytes: Buffer): ImageKind | null {
  if (bytes.length < 4) return null;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { contentType: 'image/png', extension: 'png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return { contentType: 'image/gif', extension: 'gif' };
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return { contentType: 'image/webp', extension: 'webp' };
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0x00])) return { contentType: 'image/x-icon', extension: 'ico' };
  // SVG is text: after an optional BOM, XML declaration, comments and doctype comes <svg.
  const head = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const stripped = head.replace(/^(\s|<\?xml[^>]*>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)*/i, '');
  if (/^<svg[\s>]/i.test(stripped)) return { contentType: 'image/svg+xml', extension: 'svg' };
  return null;
}
