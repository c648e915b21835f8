/**
 * A country's flag drawn as a small SVG shipped with the app. Flag emojis need an emoji font that
 * many desktops (Windows, most Linux) lack, where they show as two letters ('MX'); a drawing shows
 * everywhere. The drawings are simplified (stripes and a mark, no coats of arms) for a 20 px badge.
 */
import { Box } from '@mui/material';
import type { ReactNode } from 'react';

const W = 30;
const H = 20;

/** Equal (or weighted) stripes, horizontal ('h', top to bottom) or vertical ('v', left to right). */
function stripes(dir: 'h' | 'v', colors: readonly string[], weights?: readonly number[]): ReactNode {
  const parts = weights ?? colors.map(() => 1);
  const total = parts.reduce((a, b) => a + b, 0);
  let at = 0;
  return colors.map((fill, i) => {
    const size = ((dir === 'h' ? H : W) * (parts[i] ?? 1)) / total;
    const rect =
      dir === 'h' ? (
        <rect key={fill + String(i)} x={0} y={at} width={W} height={size} fill={fill} />
      ) : (
        <rect key={fill + String(i)} x={at} y={0} width={size} height={H} fill={fill} />
      );
    at += size;
    return rect;
  });
}

const dot = (fill: string, r = 2.4, cx = W / 2, cy = H / 2) => <circle cx={cx} cy={cy} r={r} fill={fill} />;

const star = (fill: string, cx: number, cy: number, r: number) => {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.4;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`;
  });
  return <polygon points={points.join(' ')} fill={fill} />;
};

const RED = '#ce1126';
const WHITE = '#ffffff';

const FLAGS: Record<string, ReactNode> = {
  MX: (
    <>
      {stripes('v', ['#006847', WHITE, RED])}
      {dot('#8c5a2b', 2.6)}
    </>
  ),
  US: (
    <>
      {stripes(
        'h',
        Array.from({ length: 13 }, (_, i) => (i % 2 === 0 ? '#b22234' : WHITE)),
      )}
      <rect x={0} y={0} width={12} height={(H * 7) / 13} fill="#3c3b6e" />
    </>
  ),
  CA: (
    <>
      {stripes('v', ['#d80621', WHITE, '#d80621'], [1, 2, 1])}
      {star('#d80621', W / 2, H / 2, 4.5)}
    </>
  ),
  GT: (
    <>
      {stripes('v', ['#4997d0', WHITE, '#4997d0'])}
      {dot('#6a9a3a', 2)}
    </>
  ),
  BZ: (
    <>
      {stripes('h', [RED, '#171696', RED], [1, 8, 1])}
      {dot(WHITE, 4.2)}
    </>
  ),
  SV: (
    <>
      {stripes('h', ['#0047ab', WHITE, '#0047ab'])}
      {dot('#d4af37', 2)}
    </>
  ),
  HN: (
    <>
      {stripes('h', ['#0073cf', WHITE, '#0073cf'])}
      {star('#0073cf', W / 2, H / 2, 1.8)}
    </>
  ),
  NI: (
    <>
      {stripes('h', ['#0067c6', WHITE, '#0067c6'])}
      <polygon
        points={`${W / 2 - 2},${H / 2 + 1.6} ${W / 2 + 2},${H / 2 + 1.6} ${W / 2},${H / 2 - 2}`}
        fill="#d4af37"
      />
    </>
  ),
  CR: stripes('h', ['#002b7f', WHITE, RED, WHITE, '#002b7f'], [1, 1, 2, 1, 1]),
  PA: (
    <>
      <rect width={W} height={H} fill={WHITE} />
      <rect x={W / 2} y={0} width={W / 2} height={H / 2} fill="#da121a" />
      <rect x={0} y={H / 2} width={W / 2} height={H / 2} fill="#072357" />
      {star('#072357', W / 4, H / 4, 2.6)}
      {star('#da121a', (3 * W) / 4, (3 * H) / 4, 2.6)}
    </>
  ),
  CO: stripes('h', ['#fcd116', '#003893', RED], [2, 1, 1]),
  PE: stripes('v', ['#d91023', WHITE, '#d91023']),
  CL: (
    <>
      {stripes('h', [WHITE, '#d52b1e'])}
      <rect x={0} y={0} width={H / 2} height={H / 2} fill="#0039a6" />
      {star(WHITE, H / 4, H / 4, 2.6)}
    </>
  ),
  AR: (
    <>
      {stripes('h', ['#74acdf', WHITE, '#74acdf'])}
      {dot('#f6b40e', 2.2)}
    </>
  ),
  BR: (
    <>
      <rect width={W} height={H} fill="#009c3b" />
      <polygon points={`${W / 2},2 ${W - 3},${H / 2} ${W / 2},${H - 2} 3,${H / 2}`} fill="#ffdf00" />
      {dot('#002776', 4.2)}
    </>
  ),
  ES: stripes('h', ['#aa151b', '#f1bf00', '#aa151b'], [1, 2, 1]),
  DE: stripes('h', ['#000000', '#dd0000', '#ffce00']),
  CN: (
    <>
      <rect width={W} height={H} fill="#ee1c25" />
      {star('#ffff00', 6, 5.5, 3.6)}
    </>
  ),
};

/** The flag of an ISO 3166 alpha-2 code, or nothing for a country without a drawing. */
export function CountryFlag({ code }: { code: string }) {
  const drawing = FLAGS[code.toUpperCase()];
  if (!drawing) return null;
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${W} ${H}`}
      aria-hidden
      data-testid="country-flag"
      data-country={code.toUpperCase()}
      sx={{
        width: 21,
        height: 14,
        flexShrink: 0,
        borderRadius: '2px',
        boxShadow: '0 0 0 1px rgba(0, 0, 0, 0.12)',
        verticalAlign: 'middle',
      }}
    >
      {drawing}
    </Box>
  );
}
