import { COMMAND_PALETTE_COPY as C } from '@northdesk/shared';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** The "?" dialog: every keyboard shortcut of the app. */
export function KeyboardShortcutsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const mac = isMac();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{C.shortcutsTitle}</DialogTitle>
          <DialogDescription>{C.shortcutsDescription}</DialogDescription>
        </DialogHeader>
        <table className="w-full text-sm">
          <thead className="sr-only">
            <tr>
              <th scope="col">{C.keysLabel}</th>
              <th scope="col">{C.whatLabel}</th>
            </tr>
          </thead>
          <tbody>
            {C.shortcuts.map((shortcut) => (
              <tr key={shortcut.what} className="border-b last:border-b-0">
                <td className="py-2 pr-4 whitespace-nowrap">
                  {(mac ? shortcut.mac : shortcut.keys).map((key) => (
                    <kbd key={key} className="mr-1 rounded border bg-muted px-1.5 py-0.5 font-mono text-xs">
                      {key}
                    </kbd>
                  ))}
                </td>
                <td className="py-2">{shortcut.what}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </DialogContent>
    </Dialog>
  );
}
