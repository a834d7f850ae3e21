import { EyeIcon, EyeOffIcon } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { UI_COPY } from '../copy';

/** A password input with a show/hide toggle. */
export function PasswordInput({ className, disabled, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  const [isVisible, setIsVisible] = useState(false);

  return (
    <div className="relative">
      <Input
        {...props}
        disabled={disabled}
        type={isVisible ? 'text' : 'password'}
        className={cn('pr-10', className)}
      />
      <Button
        type="button"
        variant="ghost"
        size="icon"
        disabled={disabled}
        aria-label={isVisible ? UI_COPY.hidePassword : UI_COPY.showPassword}
        onClick={() => setIsVisible((visible) => !visible)}
        className="absolute inset-y-0 right-0 h-full w-10 rounded-l-none text-muted-foreground hover:bg-transparent hover:text-foreground"
      >
        {isVisible ? <EyeOffIcon /> : <EyeIcon />}
      </Button>
    </div>
  );
}
