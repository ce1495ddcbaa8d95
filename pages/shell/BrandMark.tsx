// The product's logo: the configured one when an admin uploaded it, else the default mark
// (a rhinoceros horn in the brand colour: 灵犀, "the rhino's horn", is the product's name).
import { chakra } from '@chakra-ui/react';

export function BrandMark({ logo, size = 32, alt }: { logo?: string; size?: number; alt: string }) {
  if (logo) return <chakra.img src={logo} alt={alt} h={`${size}px`} maxW={`${size * 4}px`} objectFit="contain" />;
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" role="img" aria-label={alt}>
      <defs>
        <linearGradient id="lingxi-mark" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4a8dff" />
          <stop offset="1" stopColor="#2456a6" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill="url(#lingxi-mark)" />
      <path d="M9 24 C10 16 15 10 24 7 C20 12 18.5 17 19 24 Z" fill="#fff" />
      <circle cx="12.5" cy="11.5" r="1.8" fill="#fff" opacity="0.85" />
    </svg>
  );
}
