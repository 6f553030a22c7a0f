export interface Place {
  label: string;
  value: string;
  disabled?: boolean;
  children?: Place[];
}

/** The options the guide's pickers share: three levels, one disabled city, one long column. */
export const places: Place[] = [
  {
    label: 'Europe',
    value: 'eu',
    children: [
      {
        label: 'France',
        value: 'fr',
        children: [
          { label: 'Paris', value: 'paris' },
          { label: 'Lyon', value: 'lyon' },
          { label: 'Nice', value: 'nice', disabled: true },
        ],
      },
      { label: 'Italy', value: 'it', children: [{ label: 'Rome', value: 'rome' }] },
    ],
  },
  {
    label: 'Asia',
    value: 'as',
    children: [
      { label: 'Japan', value: 'jp', children: [{ label: 'Kyoto', value: 'kyoto' }] },
      {
        label: 'Numbered towns',
        value: 'towns',
        children: Array.from({ length: 500 }, (_, i) => ({ label: `Town ${i + 1}`, value: `town-${i + 1}` })),
      },
    ],
  },
];
