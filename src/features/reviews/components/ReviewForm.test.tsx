// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithI18n } from '@/ui/test-utils';
import { ReviewForm } from './ReviewForm';

describe('ReviewForm', () => {
  it('does not submit until the required answers are given, and says what is missing', () => {
    const onSubmit = vi.fn();
    renderWithI18n(<ReviewForm onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Say whether you would recommend this doctor.')).toBeTruthy();
    expect(screen.getByText('Choose how long you waited.')).toBeTruthy();
    expect(screen.getByText('Choose a rating.')).toBeTruthy();
    expect(screen.getByText('Write at least 10 characters about your visit.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Your experience'), { target: { value: 'too short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Write at least 10 characters about your visit.')).toBeTruthy();
  });

  it('sends the filled-in review with the rating bucket of the chosen stars', () => {
    const onSubmit = vi.fn();
    renderWithI18n(<ReviewForm onSubmit={onSubmit} appointmentId="a1e2c3d4-0000-4000-8000-000000000001" />);
    fireEvent.click(screen.getByLabelText('Yes'));
    fireEvent.change(screen.getByLabelText('Clinic visited (optional)'), { target: { value: ' Bir Clinic ' } });
    fireEvent.change(screen.getByLabelText('How long did you wait?'), { target: { value: '15_30' } });
    fireEvent.click(screen.getByLabelText('Doctor friendliness'));
    fireEvent.click(screen.getByLabelText('Value for money'));
    fireEvent.click(screen.getByLabelText('4 stars'));
    expect(screen.getByText('Satisfied')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your experience'), { target: { value: 'Kind and clear doctor.' } });
    fireEvent.click(screen.getByLabelText('Post anonymously (your name is not shown)'));
    fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(onSubmit).toHaveBeenCalledWith({
      recommend: true,
      clinicVisited: 'Bir Clinic',
      healthProblem: null,
      waitTime: '15_30',
      likedAspects: ['doctor_friendliness', 'value_for_money'],
      rating: 'satisfied',
      experience: 'Kind and clear doctor.',
      anonymous: true,
      appointmentId: 'a1e2c3d4-0000-4000-8000-000000000001',
    });
    expect(screen.queryByText('Choose a rating.')).toBeNull();
  });
});
