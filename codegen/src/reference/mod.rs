//! CPU reference transforms and products: slow, simple, and the ground truth
//! every plan is checked against. Plain u128 arithmetic, no reduction tricks.
