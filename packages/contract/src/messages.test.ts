import { describe, expect, it } from 'vitest';
import { messages } from './messages.js';

describe('messages (spec 01 §5, word for word)', () => {
  it('fills the field and length into the templated messages', () => {
    expect(messages.required('Full name')).toBe('Full name is required');
    expect(messages.notEqual('Passwords')).toBe('Passwords do not match');
    expect(messages.exactLength(8)).toBe('must be 8 characters long');
    expect(messages.minLength('Password', 6)).toBe('Password must be at least 6 characters long');
    expect(messages.maxLength(16)).toBe('Please enter up to 16 characters long');
    expect(messages.equals('yes')).toBe('This field must be equal to yes');
  });

  it('keeps the fixed generic messages', () => {
    expect(messages.invalidEmail).toBe('Invalid email');
    expect(messages.invalidUrl).toBe('Please enter a valid url');
    expect(messages.notEmpty).toBe("This field can't be empty");
    expect(messages.numeric).toBe('Please enter a numeric value');
    expect(messages.alphabets).toBe('Please enter only alphabets');
    expect(messages.invalid).toBe('Value is invalid');
    expect(messages.alphanumeric).toBe('Please enter only alphabets and numbers');
    expect(messages.onlyNumbers).toBe('Please enter only numbers');
    expect(messages.decimal).toBe('Please enter only decimal numbers');
    expect(messages.words).toBe('Please enter a collection of words');
  });

  it('words the username check as the spec does', () => {
    expect(messages.userNameAvailable('ada_99')).toBe('Username "ada_99" is available');
    expect(messages.userNameNotAvailable('ada_99')).toBe('Username "ada_99" is not available');
    expect(messages.userNamePattern).toContain("only alphanumeric characters and '_'");
    expect(messages.userNamePattern.toLowerCase()).toContain('invalid user name');
  });

  it('words the comparison messages with their value', () => {
    expect(messages.biggerThan(3)).toBe('This field must be bigger than 3');
    expect(messages.biggerOrEqual(1)).toBe('This field must be bigger than or equal to 1');
    expect(messages.smallerThan(10)).toBe('This field must be smaller than 10');
    expect(messages.smallerOrEqual(100)).toBe('This field must be smaller than or equal to 100');
    expect(messages.startsWith('https')).toBe('This field must start with https');
    expect(messages.wrongType('Age', 'a number')).toBe('Age must be a number');
  });
});
