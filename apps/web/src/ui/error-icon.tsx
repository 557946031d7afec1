/** An icon beside every error, so an error is never told by colour alone. */
export function ErrorIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0 fill-current">
      <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-.75 4h1.5v5.5h-1.5V6Zm0 7h1.5v1.5h-1.5V13Z" />
    </svg>
  );
}
