/** Password fields and the strength meter used by register, reset and change password. */
export const password = {
  show: 'Show password',
  hide: 'Hide password',
  strength: {
    label: 'Password strength: {{level}}',
    poor: 'Poor',
    weak: 'Weak',
    normal: 'Normal',
    good: 'Good',
    strong: 'Strong',
  },
  hint: 'Use at least 8 characters with upper and lower case letters, a number and a symbol.',
};
