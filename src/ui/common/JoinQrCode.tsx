import { loadedOr, useLoaded } from './use-loaded';

/** The dark modules of a QR code as one SVG path, one unit square each. */
async function qrPath(text: string): Promise<{ size: number; path: string }> {
  const qrcode = (await import('qrcode-generator')).default;
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const size = code.getModuleCount();
  let path = '';
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++)
      if (code.isDark(row, col)) path += `M${col} ${row}h1v1h-1z`;
  }
  return { size, path };
}

/**
 * The join link as a QR code (a phone's camera app opens it), drawn as SVG. Its text alternative is
 * `label`; the link itself is written beside it, with a Copy button.
 */
export function JoinQrCode({ text, label }: { text: string; label: string }) {
  const qr = loadedOr(
    useLoaded(() => qrPath(text), [text]),
    null,
  );
  if (!qr) return null;
  // A quiet zone of four modules around the code, as the standard asks.
  const box = qr.size + 8;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`-4 -4 ${box} ${box}`}
      className="size-56 self-center rounded-lg bg-white"
      shapeRendering="crispEdges"
    >
      <path d={qr.path} fill="#000" />
    </svg>
  );
}
