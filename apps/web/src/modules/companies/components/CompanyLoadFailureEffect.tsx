import { COMPANIES_COPY } from '@northdesk/shared';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toaster';

/** A company that failed to load (not a 404): toast and back to the list (docs/product/companies.md). */
export function CompanyLoadFailureEffect() {
  const navigate = useNavigate();
  useEffect(() => {
    toast.error(COMPANIES_COPY.detailLoadFailed, { id: COMPANIES_COPY.detailLoadFailed });
    void navigate('/companies', { replace: true });
  }, [navigate]);
  return null;
}
