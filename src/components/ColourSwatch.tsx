import { theme } from 'antd';

type ColourSwatchProps = { colour: string | null | undefined; showHex?: boolean };

export function ColourSwatch({ colour, showHex = true }: ColourSwatchProps) {
  const { token } = theme.useToken();
  if (!colour) return null;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: token.marginXS }}>
      <span
        aria-hidden
        style={{
          width: 18,
          height: 18,
          borderRadius: token.borderRadiusSM,
          background: colour,
          border: `1px solid ${token.colorBorder}`,
          flex: 'none',
        }}
      />
      {showHex && <span style={{ fontFamily: token.fontFamilyCode }}>{colour}</span>}
    </span>
  );
}
