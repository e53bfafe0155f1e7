export const home = {
  meta: {
    title: "Car Service & Repair in Abu Dhabi | Accessories & Spare Parts | CarCare",
    description:
      "Car service and repair in Abu Dhabi with free pickup and drop, certified technicians and genuine parts. Shop car accessories and order spare parts, prices in AED.",
    keywords:
      "car service Abu Dhabi, car repair Abu Dhabi, car maintenance, car accessories UAE, genuine spare parts Abu Dhabi, car wash, car painting, tyre change, wheel alignment",
  },
};
