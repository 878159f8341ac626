import { Chart, useChart } from '@chakra-ui/charts';
import { Bar, BarChart, CartesianGrid, LabelList, XAxis, YAxis } from 'recharts';

export interface FormCount {
  title: string;
  count: number;
}

/**
 * Leads per form as horizontal bars (titles are long; a phone has room for them on the left). Loaded
 * on its own (React.lazy) so that the inbox never waits for Recharts. The numbers are also in the
 * table beside it for screen readers; the drawing is hidden from them, and out of the tab order
 * (Recharts 3 makes a chart focusable for its keyboard tooltip unless told not to).
 */
export function FormCountChart({ data, label }: { data: FormCount[]; label: string }) {
  const chart = useChart({ data, series: [{ name: 'count', color: 'purple.solid', label }] });
  return (
    <Chart.Root chart={chart} h={`${Math.max(160, data.length * 30 + 40)}px`} aspectRatio="auto" aria-hidden="true">
      <BarChart responsive accessibilityLayer={false} data={chart.data} layout="vertical" margin={{ left: 8, right: 32 }}>
        <CartesianGrid stroke={chart.color('border.muted')} horizontal={false} />
        <XAxis type="number" allowDecimals={false} axisLine={false} tickLine={false} stroke={chart.color('fg.muted')} />
        <YAxis type="category" dataKey={chart.key('title')} width={190} axisLine={false} tickLine={false} stroke={chart.color('fg.muted')} />
        {chart.series.map((item) => (
          <Bar key={item.name} dataKey={chart.key(item.name)} fill={chart.color(item.color)} isAnimationActive={false} radius={4}>
            <LabelList dataKey={chart.key(item.name)} position="right" fill={chart.color('fg')} />
          </Bar>
        ))}
      </BarChart>
    </Chart.Root>
  );
}
