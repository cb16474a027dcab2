import { CreateDateColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * The columns of a row staff create and then edit (an account, a portfolio item, a logo, a
 * reply template): its generated id, when it was made and when it last changed. Abstract,
 * so it is no table of its own.
 */
export abstract class EditedRecord {
  @PrimaryGeneratedColumn()
  id: number;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
