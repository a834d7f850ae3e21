import { useSearchParams } from 'react-router';

/** The year /holidays shows, kept in the address (?year=2027); this year when absent or odd. */
export function useHolidaysYear(): [number, (year: number) => void] {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('year'));
  const year =
    Number.isInteger(asked) && asked >= 2000 && asked <= 2100 ? asked : new Date().getUTCFullYear();
  const setYear = (next: number) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('year', String(next));
        return updated;
      },
      { replace: true },
    );
  return [year, setYear];
}
