// Decoration behind the login card: soft rings in the brand colour. Pure SVG, no image download.
export function LoginBackdrop() {
  return (
    <svg aria-hidden="true" style={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }} preserveAspectRatio="xMidYMid slice" viewBox="0 0 1440 900">
      <g fill="none" stroke="#ffffff">
        <circle cx="180" cy="140" r="260" strokeOpacity="0.08" strokeWidth="60" />
        <circle cx="1300" cy="780" r="340" strokeOpacity="0.07" strokeWidth="80" />
        <circle cx="1240" cy="120" r="90" strokeOpacity="0.10" strokeWidth="2" />
        <circle cx="260" cy="760" r="140" strokeOpacity="0.10" strokeWidth="2" />
      </g>
      <path d="M0 640 C 360 560 720 760 1440 600 L1440 900 L0 900 Z" fill="#ffffff" fillOpacity="0.05" />
    </svg>
  );
}
