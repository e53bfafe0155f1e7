// What `orders show|list|find` print of an order's customer, one way for every command.

interface Customer {
  id: number;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
}

export const fullName = (user: { firstName: string; lastName: string }): string =>
  `${user.firstName} ${user.lastName}`.trim();

/** The `customer` object of an order in `--json` output. */
export const customerJson = (user: Customer) => ({
  id: user.id,
  name: fullName(user),
  phone: user.phone,
  email: user.email,
});
