import { Chart, useChart } from '@chakra-ui/charts';
import { Bar, BarChart, CartesianGrid, LabelList, XAxis, YAxis } from 'recharts';

export interface FunnelBar {
  label: string;
  reached: number;
}

/**
 * The funnel as horizontal bars, one per stage in order (views at the top, sends at the bottom).
 * Loaded on its own (React.lazy) so the page's figures never wait for Recharts. The same figures are
 * in the table under it, so the drawing is hidden from screen readers and out of the tab order.
 */
export function FunnelChart({ data, label }: { data: FunnelBar[]; label: string }) {
  const chart = useChart({ data, series: [{ name: 'reached', color: 'purple.solid', label }] });
  return (
    <Chart.Root chart={chart} h={`${Math.max(160, data.length * 34 + 40)}px`} aspectRatio="auto" aria-hidden="true">
      <BarChart responsive accessibilityLayer={false} data={chart.data} layout="vertical" margin={{ left: 8, right: 40 }}>
        <CartesianGrid stroke={chart.color('border.muted')} horizontal={false} />
        <XAxis type="number" allowDecimals={false} axisLine={false} tickLine={false} stroke={chart.color('fg.muted')} />
        <YAxis type="category" dataKey={chart.key('label')} width={200} axisLine={false} tickLine={false} stroke={chart.color('fg.muted')} />
        {chart.series.map((item) => (
          <Bar key={item.name} dataKey={chart.key(item.name)} fill={chart.color(item.color)} isAnimationActive={false} radius={4}>
            <LabelList dataKey={chart.key(item.name)} position="right" fill={chart.color('fg')} />
          </Bar>
        ))}
      </BarChart>
    </Chart.Root>
  );
}
