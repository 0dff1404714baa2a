// A stroked 24-unit icon (decorative: the button around it carries the name).
export const Icon = ({ d }: { d: string }) => (
  <svg
    width="18"
    height="18"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.9"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden
  >
    <path d={d} />
  </svg>
);

export const EYE = 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM12 9a3 3 0 100 6 3 3 0 000-6z';
export const DOWNLOAD = 'M12 4v11M7 10l5 5 5-5M5 20h14';
export const SAMPLE = 'M4 7l8-4 8 4v10l-8 4-8-4zM4 7l8 4 8-4M12 11v10';
