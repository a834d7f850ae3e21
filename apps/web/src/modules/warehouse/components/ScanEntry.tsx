import { WAREHOUSE_COPY as C } from '@northdesk/shared';
import { SearchIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useWedgeScanner } from '../hooks/useWedgeScanner';
import { CameraScanner } from './CameraScanner';

/** The three ways in: the phone's camera, a handheld (wedge) scanner anywhere on the screen, typing. */
export function ScanEntry({
  onScan,
  continuous = false,
  label = C.phone.scanLabel,
}: {
  onScan: (code: string) => void;
  /** Keep the camera reading after a code (each scan counts, as on a goods receipt). */
  continuous?: boolean;
  label?: string;
}) {
  const [typed, setTyped] = useState('');
  useWedgeScanner(onScan);
  return (
    <div className="grid gap-3">
      <CameraScanner onScan={onScan} continuous={continuous} />
      <form
        className="grid gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const code = typed.trim();
          if (code) onScan(code);
          setTyped('');
        }}
      >
        <Label htmlFor="scan-code">{label}</Label>
        <div className="flex gap-2">
          <Input
            id="scan-code"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            enterKeyHint="search"
            aria-describedby="scan-code-hint"
            className="h-11"
          />
          <Button type="submit" className="h-11">
            <SearchIcon aria-hidden="true" />
            {C.phone.lookUp}
          </Button>
        </div>
        <p id="scan-code-hint" className="text-muted-foreground text-xs">
          {C.phone.scanHint}
        </p>
      </form>
    </div>
  );
}
