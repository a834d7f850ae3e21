import { CameraIcon } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '@/components/ui/button';

/**
 * "Take photos": the phone's camera (or its gallery) through a file input, as a big button. The
 * chosen files go to `onPick`; the input is cleared so the same photo can be chosen again.
 */
export function PhotoPicker({
  label,
  hint,
  onPick,
  disabled = false,
}: {
  label: string;
  hint?: string;
  onPick: (files: File[]) => void;
  disabled?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  return (
    <div className="grid gap-1">
      <Button
        type="button"
        variant="outline"
        className="h-12"
        disabled={disabled}
        aria-describedby={hint ? hintId : undefined}
        onClick={() => input.current?.click()}
      >
        <CameraIcon aria-hidden="true" />
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/*"
        capture="environment"
        multiple
        className="hidden"
        data-photo-input
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) onPick(files);
        }}
      />
      {hint ? (
        <p id={hintId} className="text-muted-foreground text-xs">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
