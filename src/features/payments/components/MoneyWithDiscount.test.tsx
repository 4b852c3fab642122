// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '@/ui/test-utils';
import { Discount, Money } from './MoneyWithDiscount';


describe('money and discount display', () => {
  it('shows paisa as Rs. with lakh grouping', () => {
    const { container } = renderWithI18n(<Money paisa={15_000_050} />);
    expect(container.textContent).toBe('Rs. 1,50,000.50');
  });

  it('shows a discount as a Rs. amount and percent off', () => {
    const { container } = renderWithI18n(<Discount amount={100_000} discount={20_000} />);
    expect(container.textContent).toBe('Rs. 200 (20% off)');
  });

  it('rounds the percent to one decimal', () => {
    const { container } = renderWithI18n(<Discount amount={300_000} discount={10_000} />);
    expect(container.textContent).toBe('Rs. 100 (3.3% off)');
  });

  it('says None without a discount', () => {
    const { container } = renderWithI18n(<Discount amount={80_000} discount={0} />);
    expect(container.textContent).toBe('None');
  });
});
