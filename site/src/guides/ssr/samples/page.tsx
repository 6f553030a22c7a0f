// A Server Component (Next.js app/page.tsx, say): it reads the options where they live and hands
// them, plain data, to the Client Component.
import { CityPicker } from './CityPicker';

declare function readCities(): Promise<{ label: string; value: string }[]>;

export default async function Page() {
  const options = await readCities();
  return (
    <form>
      <CityPicker options={options} />
    </form>
  );
}
