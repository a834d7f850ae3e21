import type { ComponentProps } from 'react';

/**
 * The few icons of the first load (the spinner, the error screen), drawn here rather than with
 * lucide-react: its icon runtime would otherwise travel with the sign-in page (issue 17). Same
 * drawing and attributes as lucide's LoaderCircle and TriangleAlert.
 */
function FirstLoadIcon({ name, children, className, ...props }: ComponentProps<'svg'> & { name: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={`lucide lucide-${name}${className ? ` ${className}` : ''}`}
      {...props}
    >
      {children}
    </svg>
  );
}

export function LoaderCircleIcon(props: ComponentProps<'svg'>) {
  return (
    <FirstLoadIcon name="loader-circle" {...props}>
      <path d="M21 12a9 9 0 1 1-6.219-8.56" />
    </FirstLoadIcon>
  );
}

export function TriangleAlertIcon(props: ComponentProps<'svg'>) {
  return (
    <FirstLoadIcon name="triangle-alert" {...props}>
      <path d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3" />
      <path d="M12 9v4" />
      <path d="M12 17h.01" />
    </FirstLoadIcon>
  );
}
